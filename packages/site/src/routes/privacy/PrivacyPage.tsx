import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { privacy } from '../../content/privacy.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { formatDate } from '../../i18n/format.ts';

/** The privacy policy: its five sections, each with an anchor (`#cookies`, …) and a contents list. */
export function PrivacyPage() {
  const { t, locale, tag } = useI18n();
  return (
    <article className="prose-page">
      <Meta title={t('privacy.meta.title')} description={t('privacy.meta.description')} />
      <PageHeader title={t('privacy.title')}>
        <p className="page-header__meta">
          {t('privacy.updated', { date: formatDate(privacy.updated, tag) })}
        </p>
      </PageHeader>
      {privacy.intro[locale].map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <nav className="toc" aria-labelledby="privacy-contents">
        <h2 id="privacy-contents">{t('privacy.contents')}</h2>
        <ol>
          {privacy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading[locale]}</a>
            </li>
          ))}
        </ol>
      </nav>
      {privacy.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="anchored">
          <h2 id={`${section.id}-title`}>{section.heading[locale]}</h2>
          {section.paragraphs[locale].map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
