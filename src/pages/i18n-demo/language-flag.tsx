import { cn } from '@/lib/cn'
import type { LanguageOption } from '@/i18n/languages'

/** Points of a five-pointed star centred on (cx, cy), one point aimed `angle` radians from straight up. */
function star(cx: number, cy: number, radius: number, angle = 0): string {
  return Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.382
    const a = angle + (index * Math.PI) / 5
    return `${(cx + r * Math.sin(a)).toFixed(2)},${(cy - r * Math.cos(a)).toFixed(2)}`
  }).join(' ')
}

// Small stars of the Chinese flag, each turned to point at the large one.
const smallStars = [
  [10, 2],
  [12, 4],
  [12, 7],
  [10, 9],
].map(([x, y]) => star(x, y, 1, Math.atan2(5 - x, y - 5)))

/**
 * The flag of a language option, drawn rather than typed: flag emoji (`option.flag`) show as two
 * letters on Windows and as empty boxes where no emoji font is installed. Decorative; the name says it.
 */
export function LanguageFlag({ option, className }: { option: LanguageOption; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 30 20"
      data-flag={option.flag}
      className={cn(
        'inline-block h-[1em] w-[1.5em] shrink-0 overflow-hidden rounded-[0.1em] shadow-sm ring-1 ring-black/10',
        className,
      )}
    >
      {option.code === 'zh' ? (
        <>
          <rect width="30" height="20" fill="#de2910" />
          <polygon points={star(5, 5, 3)} fill="#ffde00" />
          {smallStars.map((points) => (
            <polygon key={points} points={points} fill="#ffde00" />
          ))}
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#fff" />
          {Array.from({ length: 7 }, (_, stripe) => (
            <rect key={stripe} y={(stripe * 2 * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
          ))}
          <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
          {Array.from({ length: 12 }, (_, dot) => (
            <circle
              key={dot}
              cx={1.5 + (dot % 4) * 3}
              cy={1.6 + Math.floor(dot / 4) * 3.5}
              r="0.55"
              fill="#fff"
            />
          ))}
        </>
      )}
    </svg>
  )
}
