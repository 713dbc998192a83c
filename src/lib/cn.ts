import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { tailwindMergeConfig } from './tailwind-merge-config'

// Not `twMerge`: its default config would put every Tailwind utility on the critical path.
const twMerge = createTailwindMerge(tailwindMergeConfig)

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
