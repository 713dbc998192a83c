import type { ComponentType } from 'react'
import type { PageModuleId } from '@/routes/route-table'

export type PageLoader = () => Promise<{ default: ComponentType }>

// Lazy: each page stays its own chunk, fetched when its route is first matched.
const modules = import.meta.glob<{ default: ComponentType }>(['../pages/*/*-page.tsx', '../auth/*-page.tsx'])

/** "../pages/home/home-page.tsx" -> "home/home-page", "../auth/callback-page.tsx" -> "auth/callback-page". */
export function pageModuleIdOf(file: string): string {
  return file.replace(/^\.\.\/(pages\/)?/, '').replace(/\.tsx$/, '')
}

export const pageLoaders: ReadonlyMap<string, PageLoader> = new Map(
  Object.entries(modules).map(([file, load]) => [pageModuleIdOf(file), load]),
)

export function pageLoader(id: PageModuleId): PageLoader {
  const load = pageLoaders.get(id)
  if (!load) throw new Error(`No page module ${id} under src/pages or src/auth`)
  return load
}
