// Catches anything a remote area throws (failed manifest, entry or chunk, or a render error) so
// the rest of the shell keeps working, and shows the contract's panel with Retry. The panel is
// passed in: antd's in the application area, a plain one on the public site.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteUnavailableViewProps {
  area: string;
  onRetry: () => void;
}

interface Props extends RemoteUnavailableViewProps {
  onError: (error: unknown) => void;
  renderUnavailable: (props: RemoteUnavailableViewProps) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error);
    console.error(`[shell] ${this.props.area} area failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.renderUnavailable({ area: this.props.area, onRetry: this.props.onRetry });
    return this.props.children;
  }
}
