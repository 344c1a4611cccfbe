import { Button } from './button.tsx';
import { screen, text, title } from './error-screens.css.ts';

/** Shown instead of the app when /config.json gives no company (decisions.md section 1). */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main className={screen} role="alert">
      <h1 className={title}>Configuration manquante</h1>
      <p className={text}>{message}</p>
      <Button onClick={() => window.location.reload()}>Réessayer</Button>
    </main>
  );
}
