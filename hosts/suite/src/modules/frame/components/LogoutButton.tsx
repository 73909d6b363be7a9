import { Trans } from '@lingui/react/macro';
import { logout } from '@si/core';
import { $router } from '../../routing/states/$router.ts';
import { LOGIN_PATH } from '../../routing/utils/resolveRedirect.ts';

/** Spec 2.13: Logout clears stored user and auth data and goes to the login route. */
export function LogoutButton() {
  function handleLogout() {
    logout();
    $router.open(LOGIN_PATH, true);
  }

  return (
    <button type="button" className="si-button" name="logout" onClick={handleLogout}>
      <Trans>Logout</Trans>
    </button>
  );
}
