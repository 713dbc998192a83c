import { useLocation, type Location } from 'react-router-dom'

/**
 * Lets a test read where a MemoryRouter is, the router the app's BrowserRouter stands in for:
 * render `<LocationProbe />` inside it and call `currentLocation()` after a click or redirect.
 */
export function createLocationProbe() {
  const shown: { location?: Location } = {}
  function LocationProbe() {
    shown.location = useLocation()
    return null
  }
  const currentLocation = () => shown.location as Location
  return { LocationProbe, currentLocation }
}
