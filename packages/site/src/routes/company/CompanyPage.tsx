import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { company } from '../../content/company.ts';
import { Meta } from '../../head/Meta.tsx';
import { useI18n } from '../../i18n/I18nContext.tsx';

export function CompanyPage() {
  const { t, locale } = useI18n();
  const [lead, ...intro] = company.intro[locale];
  return (
    <article className="prose-page">
      <Meta title={t('company.meta.title')} description={t('company.meta.description')} />
      <PageHeader title={t('company.title')} lead={lead} />
      {intro.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <section aria-labelledby="company-facts">
        <h2 id="company-facts">{t('company.facts')}</h2>
        <dl className="facts-grid">
          {company.facts.map((fact, i) => (
            <div key={i} className={fact.list ? 'facts-grid__item facts-grid__item--list' : 'facts-grid__item'}>
              <dt>{fact.label[locale]}</dt>
              <dd>{fact.value[locale]}</dd>
            </div>
          ))}
        </dl>
      </section>
      {company.sections.map((section, i) => (
        <section key={i} aria-labelledby={`company-section-${i}`}>
          <h2 id={`company-section-${i}`}>{section.heading[locale]}</h2>
          {section.paragraphs[locale].map((text, j) => (
            <p key={j}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
