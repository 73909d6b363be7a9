/** Consumer mail providers: the free trial is for businesses, so these addresses are refused. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'ymail.com', 'hotmail.com', 'hotmail.co.uk',
  'hotmail.fr', 'outlook.com', 'outlook.fr', 'live.com', 'live.fr', 'msn.com', 'aol.com', 'icloud.com', 'me.com',
  'mac.com', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com', 'protonmail.com', 'proton.me', 'pm.me',
  'yandex.com', 'yandex.ru', 'mail.ru', 'zoho.com', 'qq.com', '163.com', '126.com', 'laposte.net', 'orange.fr',
  'free.fr', 'sfr.fr', 'tutanota.com', 'fastmail.com', 'hey.com',
]);

export function isFreeMailAddress(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return FREE_MAIL_DOMAINS.has(domain);
}
