import { useTranslation } from 'react-i18next'
import { ExternalLink } from '@/components/page/external-link'

/** The article's file in the repository's web editor, where a reader can propose a change. */
export function editUrl(repoUrl: string, branch: string, language: string, articleId: string): string {
  return `${repoUrl.replace(/\/+$/, '')}/edit/${branch}/public/locales/${language}/articles/${articleId}.json`
}

/** "Suggest an edit", when the build knows the repository (VITE_REPO_URL); otherwise nothing. */
export function SuggestEditLink({
  repoUrl,
  branch = 'main',
  language,
  articleId,
}: {
  repoUrl?: string
  branch?: string
  language: string
  articleId: string
}) {
  const { t } = useTranslation('guides')
  if (!repoUrl) return null
  return (
    <p className="mt-6 text-sm">
      <ExternalLink
        href={editUrl(repoUrl, branch, language, articleId)}
        className="text-muted-foreground hover:text-primary hover:underline"
      >
        {t('freshness.suggestEdit')}
      </ExternalLink>
    </p>
  )
}
