import type { ReactNode } from 'react'

interface SectionLayoutProps {
  hero: ReactNode
  children: ReactNode
  /**
   * The side panels. Next to the 20rem guide sidebar the content column is too narrow for a
   * third column, so they follow the main content, side by side where there is room.
   */
  panels?: ReactNode
}

export function SectionLayout({ hero, children, panels }: SectionLayoutProps) {
  return (
    // No entrance fade: the page arrives as HTML, and an opacity animation would hold back its largest paint.
    <div className="space-y-14 pb-6">
      {hero}
      {children}
      {panels && <div className="grid items-start gap-6 md:grid-cols-2">{panels}</div>}
    </div>
  )
}
