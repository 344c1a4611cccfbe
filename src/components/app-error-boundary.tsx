import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { details, pre, screen, summary, text, title } from './error-screens.css.ts';

interface State {
  error: Error | null;
}

/** The crash fallback of spec section 2: shown when rendering throws outside the router's own boundaries. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Application crash', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <CrashScreen error={error} />;
  }
}

export function CrashScreen({ error }: { error: Error }) {
  return (
    <main className={screen} role="alert">
      <h1 className={title}>Something went wrong</h1>
      <p className={text}>An error occurred while loading the application.</p>
      <details className={details}>
        <summary className={summary}>Error Details</summary>
        <pre className={pre}>
          {error.message}
          {error.stack ? `\n\n${error.stack}` : ''}
        </pre>
      </details>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </main>
  );
}
