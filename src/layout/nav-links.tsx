import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { PageNavLink } from '@/routes/page-link'
import { headerRoutes } from '@/routes/top-level-routes'

interface NavLinksProps {
  className?: string
  linkClassName?: string
  onNavigate?: () => void
}

export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const { t } = useTranslation('navigation')
  return (
    <ul className={className}>
      {headerRoutes.map((route) => (
        <li key={route.path}>
          <PageNavLink
            to={route.path}
            end={route.path === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-muted',
                isActive ? 'text-primary' : 'text-foreground/80',
                linkClassName,
              )
            }
          >
            {t(route.titleKey)}
          </PageNavLink>
        </li>
      ))}
    </ul>
  )
}
