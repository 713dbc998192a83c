import { Suspense, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { AppErrorBoundary } from '@/components/app-error-boundary'
import { AuthDialogProvider, AuthNotice } from '@/auth'
import { GuideMarksProvider } from '@/learning/guide-marks-provider'
import { LearningQuestionsGate } from '@/learning/learning-questions-gate'
import { LearningProvider } from '@/learning/learning-provider'
import { sectionPending, useCurrentRoute, useLoadedSections } from '@/routes/use-current-route'
import { useLanguageFromUrl } from '@/routes/use-language-from-url'
import { LanguageSuggestion } from './language-suggestion'
import { PageLoading } from './page-loading'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useDocumentTitle } from './use-document-title'
import { useScrollRestoration } from './use-scroll-restoration'
import { useScrollToLateAnchor } from './use-scroll-to-late-anchor'

interface RootLayoutProps {
  /** The page the URL shows. */
  children: ReactNode
  /** What "Try Again" on a failed page must undo first (a failed download of its code). */
  onRetryPage?: () => void
  /** The guide sidebar, shown on guide pages (loaded with them: src/layout/current-guide-sidebar.tsx). */
  guideSidebar: ComponentType
}

export function RootLayout({ children, onRetryPage, guideSidebar: GuideSidebar }: RootLayoutProps) {
  const route = useCurrentRoute()
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  // A guide whose section's route data is on its way is framed as a guide already, and not titled "not found".
  const waitingFor = sectionPending(pathname, useLoadedSections())
  useDocumentTitle(route, waitingFor !== undefined)
  useLanguageFromUrl()
  useScrollRestoration()
  useScrollToLateAnchor()
  // A page that fails shows the error screen inside the frame; going to another page clears it.
  const page = (
    <AppErrorBoundary resetOn={pathname} onRetry={onRetryPage}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </AppErrorBoundary>
  )
  return (
    <AuthDialogProvider>
      <LearningProvider>
        {/* Around the whole frame: the sidebar and the header's search mark guide links too. */}
        <GuideMarksProvider>
          <div className="flex min-h-screen flex-col">
            <a
              href="#main"
              className="sr-only z-50 rounded bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
            >
              {t('skipToContent')}
            </a>
            <SiteHeader />
            <div className="flex-1 pt-header lg:pt-24">
              <AuthNotice />
              {(route?.section ?? waitingFor) ? (
                <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-6 lg:flex-row lg:gap-10 lg:px-6">
                  {/* Its code arrives with the first guide page's: nothing shows in its place meanwhile,
                    nor if it fails to arrive (the page says so itself if its own code failed too). */}
                  <AppErrorBoundary resetOn={pathname} quiet>
                    <Suspense fallback={null}>
                      <GuideSidebar />
                    </Suspense>
                  </AppErrorBoundary>
                  <main id="main" className="min-w-0 flex-1">
                    {page}
                  </main>
                </div>
              ) : (
                <main id="main">{page}</main>
              )}
            </div>
            <SiteFooter />
            <LanguageSuggestion />
            <LearningQuestionsGate />
          </div>
        </GuideMarksProvider>
      </LearningProvider>
    </AuthDialogProvider>
  )
}
