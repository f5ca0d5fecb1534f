import { Link } from 'react-router';
import './ErrorView.css';

export interface ErrorViewProps {
  statusCode: 404 | 500;
  /** The variant's heading: 'Page Not Found' or 'Internal Server Error' (SPEC.md section 8). */
  title: string;
  /** What went wrong, e.g. 'Page not found: /nowhere'. */
  message: string;
  description: string;
}

/** The error page of SPEC.md section 2: status code, message and description. */
export function ErrorView({ statusCode, title, message, description }: ErrorViewProps) {
  return (
    <section className="error-view" aria-labelledby="error-view-title">
      <p className="error-view__code">{statusCode}</p>
      <h1 id="error-view-title">{title}</h1>
      <p className="error-view__message">{message}</p>
      <p className="error-view__description">{description}</p>
      <Link to="/" className="error-view__home">
        Back to the home page
      </Link>
    </section>
  );
}
