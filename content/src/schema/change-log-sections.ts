/** Change-log entries naming a section the guide does not have (or has retired). */
export function unknownChangeSections(article: {
  sections: readonly { id: string }[]
  changeLog: readonly { section?: string }[]
}): string[] {
  const ids = new Set(article.sections.map((section) => section.id))
  return article.changeLog.flatMap((entry) =>
    entry.section && !ids.has(entry.section) ? [entry.section] : [],
  )
}
