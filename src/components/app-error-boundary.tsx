import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AppErrorFallback } from './app-error-fallback'

interface State {
  error: Error | null
}

/** Catches render errors anywhere below it; "Try Again" re-renders the children. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack)
  }

  reset = () => this.setState({ error: null })

  render() {
    if (this.state.error) return <AppErrorFallback onRetry={this.reset} />
    return this.props.children
  }
}
