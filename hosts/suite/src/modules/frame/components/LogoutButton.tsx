import { Trans } from '@lingui/react/macro';
import { signOut } from '@si/core/account';
import { $router } from '../../routing/states/$router.ts';
import { LOGIN_PATH } from '../../routing/utils/resolveRedirect.ts';

/**
 * Spec 2.13: Logout clears stored user and auth data and goes to the login route. The server
 * is told too (the session's tokens stop working there), without waiting for its answer.
 */
export function LogoutButton() {
  function handleLogout() {
    void signOut();
    $router.open(LOGIN_PATH, true);
  }

  return (
    <button type="button" className="si-button" name="logout" onClick={handleLogout}>
      <Trans>Logout</Trans>
    </button>
  );
}
