import { Code, Compass, Megaphone, Sparkles, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/components/section/page-section'
import type { SkillsContent } from './individual-content'

export const skillGroupIcons: Record<string, LucideIcon> = {
  technical: Code,
  product: Compass,
  marketing: Megaphone,
}

export function SkillGroups() {
  const { t } = useTranslation('individual')
  const groups = t('skills.groups', { returnObjects: true }) as SkillsContent['groups']
  return (
    <PageSection id="skill-groups" title={groups.title} intro={groups.intro}>
      <ul className="grid gap-4 md:grid-cols-3">
        {groups.items.map((group) => {
          const Icon = skillGroupIcons[group.id] ?? Sparkles
          return (
            <li
              key={group.id}
              id={`skill-group-${group.id}`}
              className="flex flex-col rounded-card border border-border bg-card p-5 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-xl bg-linear-to-br from-primary/20 to-accent/20 text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-3 text-lg font-semibold">{group.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{group.text}</p>
              <p
                id={`skill-group-${group.id}-skills`}
                className="mt-4 border-t border-border pt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {groups.skillsLabel}
              </p>
              <ul
                aria-labelledby={`skill-group-${group.id}-skills`}
                className="mt-2 space-y-2 text-sm leading-6"
              >
                {group.skills.map((skill) => (
                  <li key={skill} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
                    <span>{skill}</span>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </PageSection>
  )
}
