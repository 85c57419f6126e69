import { useEffect } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { AdminDashboard } from '@/features/admin/components/AdminDashboard';
import { useSignedOutRedirect } from '@/features/admin/hooks/use-signed-out-redirect';
import { goToLogin } from '@/features/admin/lib/login';
import { useT } from '@/lib/i18n';

/**
 * The Admin Dashboard (spec sections 2 and 4): a spinner while the status
 * call runs; an error (401 without a session) or isAdmin false sends the
 * browser to the sign-in page, which comes back here afterwards.
 */
export function Admin() {
  const status = useAdminStatus();
  const t = useT();
  const signedIn = status.data?.isAdmin ? status.data : null;
  const refused = status.isError || (status.isSuccess && !status.data.isAdmin);
  useSignedOutRedirect();

  useEffect(() => {
    if (refused) goToLogin();
  }, [refused]);

  if (!signedIn) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <Spinner label={refused ? t('admin-going-to-sign-in') : t('admin-checking-sign-in')} visible />
      </div>
    );
  }
  return <AdminDashboard user={signedIn.user} abilities={signedIn.abilities} />;
}
