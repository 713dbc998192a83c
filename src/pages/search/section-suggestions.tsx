import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { sectionIds } from '@/routes/top-level-routes'

/** Where to go when nothing matches: the four section pages. */
export function SectionSuggestions() {
  const { t } = useTranslation(['search', 'navigation'])
  return (
    <div className="mt-4">
      <p>{t('suggestions')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {sectionIds.map((section) => (
          <li key={section}>
            <PageLink
              to={`/${section}`}
              className="inline-block rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted"
            >
              {t(`titles./${section}`, { ns: 'navigation' })}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
