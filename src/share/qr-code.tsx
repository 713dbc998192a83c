import { encode } from 'uqr'

const quietZone = 4

/**
 * A QR code drawn as one SVG path from the library's module matrix: crisp at any size, printable,
 * and no data: URL or canvas for the Content-Security-Policy to weigh. Always dark on white, even in
 * the dark theme: scanners expect it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, data } = encode(value, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quietZone} ${y + quietZone}h1v1h-1z`
    }),
  )
  const side = size + quietZone * 2
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md"
      data-testid="share-qr"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
