import type { Config } from 'tailwindcss'

// Design tokens live here; src/index.css loads this file through `@config`.
// Colours reference CSS variables so the light and dark themes swap them in one place (src/index.css).
export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        background: 'var(--color-bg)',
        foreground: 'var(--color-fg)',
        muted: { DEFAULT: 'var(--color-muted)', foreground: 'var(--color-muted-fg)' },
        card: { DEFAULT: 'var(--color-card)', foreground: 'var(--color-fg)' },
        border: 'var(--color-border)',
        ring: 'var(--color-ring)',
        primary: { DEFAULT: 'var(--color-primary)', foreground: 'var(--color-primary-fg)' },
        accent: { DEFAULT: 'var(--color-accent)', foreground: 'var(--color-accent-fg)' },
        destructive: { DEFAULT: 'var(--color-destructive)', foreground: 'var(--color-destructive-fg)' },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          'sans-serif',
        ],
      },
      spacing: { header: '4rem', sidebar: '20rem' },
      maxWidth: { content: '72rem', prose: '46rem' },
      borderRadius: { card: '0.875rem' },
      keyframes: {
        float: { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-12px)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        float: 'float 8s ease-in-out infinite',
        'fade-in': 'fade-in 300ms ease-out',
      },
    },
  },
} satisfies Config
