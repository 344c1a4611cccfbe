/** 'Déconnexion' in a menu (the account menu, the drawer): closes the menu, then signs out. */
export function LogoutButton({ className, close, onLogout }: { className: string; close: () => void; onLogout: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        close();
        onLogout();
      }}
    >
      Déconnexion
    </button>
  );
}
