import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HeroClouds } from './hero-clouds'

describe('HeroClouds', () => {
  it('draws six clouds, all hidden from assistive technology', () => {
    const { container } = render(<HeroClouds />)
    const layer = container.firstElementChild
    expect(layer).toHaveAttribute('aria-hidden', 'true')
    const clouds = container.querySelectorAll('[data-cloud]')
    expect(clouds).toHaveLength(6)
    clouds.forEach((cloud) => expect(cloud).toHaveAttribute('aria-hidden', 'true'))
  })

  it('floats only when motion is welcome', () => {
    const { container } = render(<HeroClouds />)
    container.querySelectorAll('[data-cloud]').forEach((cloud) => {
      expect(cloud.getAttribute('class')).toContain('motion-safe:animate-float')
      expect(cloud.getAttribute('class')).not.toMatch(/(^|\s)animate-float/)
    })
  })
})
