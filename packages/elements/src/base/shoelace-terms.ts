import { registerTranslation, type Translation } from '@shoelace-style/shoelace/dist/utilities/localize.js';

// Only the Shoelace labels our controls show (sl-input's password toggle and clear
// button, sl-button's loading spinner), in French and Arabic. Shoelace's full
// translation files cost ~1 KB gzip of the shared runtime; missing terms fall back to English.
const TERMS = {
  fr: {
    $code: 'fr',
    $name: 'Français',
    $dir: 'ltr',
    clearEntry: "Effacer l'entrée",
    hidePassword: 'Masquer le mot de passe',
    showPassword: 'Montrer le mot de passe',
    loading: 'Chargement',
  },
  ar: {
    $code: 'ar',
    $name: 'العربية',
    $dir: 'rtl',
    clearEntry: 'حذف النص',
    hidePassword: 'اخفاء كلمة المرور',
    showPassword: 'عرض كلمة المرور',
    loading: 'جاري التحميل',
  },
};

export function registerShoelaceTerms(): void {
  registerTranslation(TERMS.fr as unknown as Translation, TERMS.ar as unknown as Translation);
}
