import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AppErrorFallback } from './app-error-fallback'

interface Props {
  children: ReactNode
  /** When this changes (the page's address), a shown error gives way to the children again. */
  resetOn?: unknown
  /** Runs before "Try Again" renders the children again (to forget what failed). */
  onRetry?: () => void
  /** For a part the page works without (the guide sidebar): on an error it shows nothing instead. */
  quiet?: boolean
}

interface State {
  error: Error | null
  resetOn?: unknown
  /** Runs before "Try Again" renders the children again (to forget what failed). */
  onRetry?: () => void
}

/** Catches render errors anywhere below it; "Try Again" re-renders the children. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetOn: this.props.resetOn }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetOn, state.resetOn) ? null : { error: null, resetOn: props.resetOn }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Application error', error, info.componentStack)
  }

  reset = () => {
    this.props.onRetry?.()
    this.setState({ error: null })
  }

  render() {
    if (this.state.error) return this.props.quiet ? null : <AppErrorFallback onRetry={this.reset} />
    return this.props.children
  }
}
