import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../app/global.css';
import { CompanyPage } from './CompanyPage.tsx';
import { company } from '../../content/company.ts';
import { storyI18n } from '../../components/story-fixtures.ts';
import { pageRoute, type PageParameters } from '../../story-kit.tsx';

/** The route's path as app/routes.tsx declares it, unprefixed. */
const PATH = '/company';

/** About us (/company): the introduction, the facts and the sections, in the toolbar's locale. */
const meta = {
  title: 'Site/Pages/Company',
  component: CompanyPage,
  ...pageRoute(PATH, undefined),
  parameters: { layout: 'fullscreen', page: { url: PATH } satisfies PageParameters },
} satisfies Meta<typeof CompanyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: its heading and lead, every fact as a term and its value, every section under its own heading. */
export const Company: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('company.title') })).toBeVisible();
    const [lead = ''] = company.intro[locale];
    await expect(canvas.getByText(lead)).toBeVisible();
    const facts = canvas.getByRole('region', { name: t('company.facts') });
    await expect(within(facts).getAllByRole('term').map((term) => term.textContent)).toEqual(
      company.facts.map((fact) => fact.label[locale]),
    );
    await expect(within(facts).getAllByRole('definition').map((value) => value.textContent)).toEqual(
      company.facts.map((fact) => fact.value[locale]),
    );
    for (const section of company.sections) {
      const region = canvas.getByRole('region', { name: section.heading[locale] });
      for (const paragraph of section.paragraphs[locale]) await expect(region).toHaveTextContent(paragraph);
    }
  },
};
