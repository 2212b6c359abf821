// One widget's boundary: a widget that throws while rendering (or whose code fails to arrive)
// blanks only itself; Retry renders it again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@missionbase/ui';

interface Props {
  title: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error);
    console.error(`[shell] dashboard widget "${this.props.title}" failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="dashboard-widget-failed" role="alert">
          <span>{this.props.title} is unavailable</span>
          <Button size="small" onClick={() => this.setState({ error: null })}>
            Retry
          </Button>
        </div>
      );
    }
    return this.props.children;
  }
}
