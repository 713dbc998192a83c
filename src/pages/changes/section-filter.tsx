import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import type { SectionId } from '@/routes/route-table'

/** One toggle per guide section, plus "all": the list below shows the pressed one's entries. */
export function SectionFilter({
  sections,
  selected,
  onSelect,
}: {
  sections: readonly SectionId[]
  selected: SectionId | undefined
  onSelect: (section: SectionId | undefined) => void
}) {
  const { t } = useTranslation(['changes', 'navigation'])
  const options: { id: SectionId | undefined; label: string }[] = [
    { id: undefined, label: t('changes:filter.all') },
    ...sections.map((id) => ({ id, label: t(`navigation:titles./${id}`) })),
  ]
  return (
    <div role="group" aria-label={t('changes:filter.label')} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          aria-pressed={option.id === selected}
          onClick={() => onSelect(option.id)}
          className={buttonVariants({ variant: option.id === selected ? 'primary' : 'outline', size: 'sm' })}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
