import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './merge-classes'

// A page calls cn with the same few hundred class lists again and again, on every render.
const merged = new Map<string, string>()

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  let result = merged.get(classes)
  if (result === undefined) {
    result = mergeClasses(classes)
    merged.set(classes, result)
  }
  return result
}
