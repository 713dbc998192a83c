import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: string
  intro?: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
}

export function PageHeader({ title, intro, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="mb-8">
      {eyebrow}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
      {children}
    </header>
  )
}
