/** The four story backgrounds the stories rotate over, each with an avatar colour that suits it. */
export const storyThemes = [
  {
    background:
      'bg-linear-to-br from-indigo-50 via-white to-sky-100 dark:from-indigo-950 dark:via-slate-900 dark:to-sky-950',
    avatar: 'bg-indigo-600',
  },
  {
    background:
      'bg-linear-to-br from-emerald-50 via-white to-teal-100 dark:from-emerald-950 dark:via-slate-900 dark:to-teal-950',
    avatar: 'bg-emerald-700',
  },
  {
    background:
      'bg-linear-to-br from-amber-50 via-white to-orange-100 dark:from-amber-950 dark:via-slate-900 dark:to-orange-950',
    avatar: 'bg-orange-700',
  },
  {
    background:
      'bg-linear-to-br from-rose-50 via-white to-fuchsia-100 dark:from-rose-950 dark:via-slate-900 dark:to-fuchsia-950',
    avatar: 'bg-rose-700',
  },
] as const
