import './Footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>© 2021–{new Date().getFullYear()} KY Gaming. Play responsibly: 18+ only.</p>
    </footer>
  );
}
