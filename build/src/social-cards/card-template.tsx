/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas: the build runs this file through tsx with the root tsconfig, which sets no JSX runtime.
import type { ReactElement } from 'react'
import { cardSize, type CardText } from './card-text'

/** The site's mark (public/favicon.svg), drawn rather than loaded so the card needs no file. */
function Mark() {
  return (
    <svg width="72" height="72" viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <path d="M32 12l5.5 13.5L51 31l-13.5 5.5L32 50l-5.5-13.5L13 31l13.5-5.5z" fill="#fff" />
    </svg>
  )
}

/**
 * The card as satori's subset of HTML and CSS (flexbox only). Flat colours keep the PNG small: a
 * gradient or a photo would cost far more than the 100 KB a card may weigh.
 */
export function cardTemplate(text: CardText, fontFamily: string): ReactElement {
  const long = text.title.length > 24
  return (
    <div
      style={{
        width: cardSize.width,
        height: cardSize.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 72px',
        backgroundColor: '#ffffff',
        backgroundImage: 'linear-gradient(#4338ca, #4338ca)',
        backgroundSize: '1200px 16px',
        backgroundPosition: '0 614px',
        backgroundRepeat: 'no-repeat',
        fontFamily,
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <Mark />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{text.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {text.section && (
          <div style={{ fontSize: 36, fontWeight: 700, color: '#4338ca' }}>{text.section}</div>
        )}
        <div style={{ fontSize: long ? 64 : 84, fontWeight: 700, lineHeight: 1.15 }}>{text.title}</div>
      </div>
      <div style={{ fontSize: 30, fontWeight: 400, color: '#475569' }}>{text.tagline}</div>
    </div>
  )
}
