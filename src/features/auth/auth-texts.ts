/** Texts of the sign-in and sign-up screens: the toasts of spec sections 4, 5 and 8. */
export const AUTH_TOASTS = {
  loginSuccess: 'Connexion réussie',
  signupSuccess: 'Compte créé avec succès',
  signedIn: 'Vous êtes maintenant connecté',
  loginError: 'Erreur de connexion',
  loginErrorFallback: 'Email ou mot de passe incorrect',
  signupError: "Erreur d'inscription",
  signupErrorFallback: 'Une erreur est survenue lors de la création du compte',
  validationError: 'Erreur de validation',
} as const;

/** The name of the sign-in and sign-up screens' password toggles (e2e: auth.spec.ts). */
export const REVEAL_PASSWORD = 'Afficher le mot de passe';
