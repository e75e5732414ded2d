import { Component, type ReactNode } from 'react';

interface LazyBoundaryProps {
  /** Called once when the lazy part failed to load (the page reload was refused by the guard). */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a lazy part that could not be loaded from taking the whole page down. */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
