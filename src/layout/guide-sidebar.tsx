import { ChevronDown, ChevronRight, CircleCheck, PanelLeft } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGuideMarks } from '@/components/section/guide-marks'
import { UpdatedMark } from '@/components/section/updated-mark'
import { cn } from '@/lib/cn'
import { PageLink } from '@/routes/page-link'
import { loadSection } from '@/routes/section-routes'
import { buildSectionTree, type SidebarNode } from '@/routes/section-tree'
import { sectionIds, topLevelRouteAt, type SectionId } from '@/routes/top-level-routes'
import { useLoadedSections } from '@/routes/use-current-route'

const INDENT_PX = 16

const contains = (node: SidebarNode, path: string) => path === node.path || path.startsWith(`${node.path}/`)

/** A section whose route data has not arrived: its row alone, closed, to be filled when it opens. */
type Node = SidebarNode & { unloaded?: SectionId }

/** Every section's tree: whole for the sections loaded so far (the current page's among them), a row for the others. */
function useSidebarTrees(): Node[] {
  const sections = useLoadedSections()
  return useMemo(
    () =>
      sectionIds.flatMap((section) => {
        const route = topLevelRouteAt(`/${section}`)
        const pages = sections[section]?.pages
        if (!route) return []
        return [
          pages
            ? buildSectionTree(route, pages)
            : { path: route.path, labelKey: route.titleKey, route, children: [], unloaded: section },
        ]
      }),
    [sections],
  )
}

interface TreeProps {
  nodes: Node[]
  depth: number
  currentPath: string
  isOpen: (node: Node) => boolean
  toggle: (node: Node) => void
}

function SidebarTree({ nodes, depth, currentPath, isOpen, toggle }: TreeProps) {
  const { t } = useTranslation('navigation')
  const { isCompleted, isUpdated } = useGuideMarks()
  return (
    <ul className="space-y-0.5">
      {nodes.map((node) => {
        const label = t(node.labelKey)
        const paddingLeft = depth * INDENT_PX + INDENT_PX
        const isCurrent = node.path === currentPath
        const inCurrentBranch = contains(node, currentPath)
        const open = isOpen(node)
        const childrenId = `sidebar-${node.path.replaceAll('/', '-')}`
        const hasChildren = node.children.length > 0 || node.unloaded !== undefined
        const toggleLabel = t(open ? 'sidebar.collapse' : 'sidebar.expand', { name: label })
        const chevron = open ? (
          <ChevronDown aria-hidden="true" className="size-4" />
        ) : (
          <ChevronRight aria-hidden="true" className="size-4" />
        )
        const chevronClass = 'rounded p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground'
        // A page row is a link plus a chevron; a group has no page, so its whole row toggles it.
        const row = node.route ? (
          <>
            <PageLink
              to={node.route.path}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                'min-w-0 flex-1 truncate rounded-md py-1.5 pr-2 text-sm hover:text-primary',
                isCurrent && 'font-semibold text-primary',
              )}
            >
              {label}
              {isCompleted(node.route.path) && (
                <>
                  <CircleCheck
                    aria-hidden="true"
                    className="ml-1.5 inline size-3.5 align-[-2px] text-primary"
                  />
                  <span className="sr-only"> ({t('sidebar.completed')})</span>
                </>
              )}
              {/* Placed against the row (the link clips its text, not what the row positions). */}
              {isUpdated(node.route.path) && (
                <UpdatedMark placement="dot" style={{ left: paddingLeft - 10 }} />
              )}
            </PageLink>
            {hasChildren && (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={childrenId}
                aria-label={toggleLabel}
                onClick={() => toggle(node)}
                className={chevronClass}
              >
                {chevron}
              </button>
            )}
          </>
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={toggleLabel}
            onClick={() => toggle(node)}
            className="group flex min-w-0 flex-1 items-center gap-1 rounded-md text-left"
          >
            <span
              className={cn(
                'min-w-0 flex-1 truncate py-1.5 text-sm font-medium group-hover:text-primary',
                inCurrentBranch && 'text-primary',
              )}
            >
              {label}
            </span>
            <span className={chevronClass}>{chevron}</span>
          </button>
        )
        return (
          <li key={node.path}>
            <div
              data-depth={depth}
              data-current-section={depth === 0 && inCurrentBranch ? 'true' : undefined}
              className={cn(
                'relative flex items-center gap-1 rounded-md',
                depth === 0 && 'font-semibold',
                depth === 0 && inCurrentBranch && 'bg-primary/10 text-primary',
                isCurrent && 'bg-primary/10',
              )}
              style={{ paddingLeft }}
            >
              {row}
            </div>
            {hasChildren && (
              // A closed branch renders none of its rows: every guide page would otherwise carry a link
              // to every guide, and prerendering would grow with the square of the number of guides.
              <div id={childrenId} hidden={!open}>
                {open && (
                  <SidebarTree
                    nodes={node.children}
                    depth={depth + 1}
                    currentPath={currentPath}
                    isOpen={isOpen}
                    toggle={toggle}
                  />
                )}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The guide pages' side navigation, built from the route table. */
export function GuideSidebar({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation('navigation')
  // Explicit choices win; otherwise the branch holding the current page is open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({})
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null)
  const mobileOpen = mobileOpenOn === currentPath
  const trees = useSidebarTrees()
  const isOpen = (node: Node) => toggled[node.path] ?? contains(node, currentPath)
  const toggle = (node: Node) => {
    // Its rows show when its route data arrives (the trees render again then); a failed download is tried on the next click.
    if (node.unloaded && !isOpen(node)) loadSection(node.unloaded).catch(() => undefined)
    setToggled((state) => ({ ...state, [node.path]: !isOpen(node) }))
  }

  return (
    <aside className="shrink-0 lg:w-sidebar" aria-labelledby="guide-sidebar-title">
      <div className="rounded-card border border-border bg-card p-3 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
        <h2
          id="guide-sidebar-title"
          className="hidden px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:block"
        >
          {t('sidebar.title')}
        </h2>
        <button
          type="button"
          className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="guide-sidebar-tree"
          onClick={() => setMobileOpenOn(mobileOpen ? null : currentPath)}
        >
          <PanelLeft aria-hidden="true" className="size-4" />
          {t('sidebar.toggleMobile')}
          {mobileOpen ? (
            <ChevronDown aria-hidden="true" className="ml-auto size-4" />
          ) : (
            <ChevronRight aria-hidden="true" className="ml-auto size-4" />
          )}
        </button>
        <nav
          id="guide-sidebar-tree"
          aria-label={t('sidebar.title')}
          className={cn('mt-2 lg:mt-0 lg:block', mobileOpen ? 'block' : 'hidden')}
        >
          <SidebarTree nodes={trees} depth={0} currentPath={currentPath} isOpen={isOpen} toggle={toggle} />
        </nav>
      </div>
    </aside>
  )
}
