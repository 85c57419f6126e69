import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { useForm } from '@/components/ui/use-form';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useChangeAccount, useRemoveAccount } from '../api/change-account';
import { useChangePassword } from '../api/change-password';
import { accountsQueryKey, useAccounts } from '../api/get-accounts';
import { useInvite, useWithdrawInvitation } from '../api/invite-staff';
import type { InvitationRequest, PasswordChange, Role, StaffAccount } from '../lib/core';
import { ConfirmDialog } from './ConfirmDialog';

const ROLES: Role[] = ['admin', 'editor'];

const panelClass = 'grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6';

/** The server's refusal as a toast, in the dashboard's language. */
function useFailureToast() {
  const toast = useToast();
  const t = useT();
  return (error: unknown) => toast({ title: t('admin-try-again'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
}

function AccountRow({ account }: { account: StaffAccount }) {
  const t = useT();
  const toast = useToast();
  const failed = useFailureToast();
  const change = useChangeAccount();
  const remove = useRemoveAccount();
  const [confirming, setConfirming] = useState(false);
  const name = `${account.firstName} ${account.lastName}`;
  const saved = () => toast({ title: t('accounts-saved') });

  return (
    <tr className="align-middle">
      <th scope="row" className="py-3 pr-4 text-left font-semibold text-slate-900">
        {account.isYou ? t('accounts-you', { name }) : name}
        <span className="block break-all text-sm font-normal text-slate-700">{account.email}</span>
      </th>
      <td className="py-3 pr-4">
        <select
          aria-label={t('accounts-role-of', { name })}
          className={inputClass}
          value={change.isPending && change.variables.update.role ? change.variables.update.role : account.role}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ id: account.id, update: { role: e.target.value as Role, disabled: null } }, { onSuccess: saved, onError: failed })}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`account-role-${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="py-3 pr-4 text-sm text-slate-800">{account.disabled ? t('accounts-disabled') : t('accounts-active')}</td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={button({ intent: 'quiet', size: 'sm' })}
            disabled={change.isPending}
            onClick={() => change.mutate({ id: account.id, update: { role: null, disabled: !account.disabled } }, { onSuccess: saved, onError: failed })}
          >
            {account.disabled ? t('accounts-enable') : t('accounts-disable')}
            <span className="sr-only"> {name}</span>
          </button>
          <button type="button" className={button({ intent: 'quiet', size: 'sm' })} onClick={() => setConfirming(true)}>
            {t('accounts-remove')}
            <span className="sr-only"> {name}</span>
          </button>
        </div>
        {confirming && (
          <ConfirmDialog
            title={t('accounts-remove-title', { name })}
            confirm={{ label: t('accounts-remove'), busy: t('admin-saving') }}
            busy={remove.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(account.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: t('accounts-removed') });
                },
                onError: (error) => {
                  setConfirming(false);
                  failed(error);
                },
              })
            }
          >
            {t('accounts-remove-text')}
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}

function InviteForm() {
  const t = useT();
  const toast = useToast();
  const failed = useFailureToast();
  const invite = useInvite();
  const { values, setValues, set, errors, showErrors, ref } = useForm<InvitationRequest>({ email: '', role: 'editor' });
  const headingId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    showErrors({});
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast({ title: t('accounts-invited', { email: invitation.email }) });
        setValues((v) => ({ ...v, email: '' }));
      },
      onError: (error) => {
        if (showErrors(error instanceof ApiError ? error.fields : {})) failed(error);
      },
    });
  };

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('accounts-invite-heading')}
      </h3>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-end">
        <TextField label={t('accounts-invite-email')} type="email" autoComplete="off" required value={values.email} error={errors.email} onChange={set('email')} />
        <SelectField label={t('accounts-role')} value={values.role} onChange={set('role')}>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`account-role-${value}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={button()} disabled={invite.isPending}>
          {invite.isPending ? t('accounts-invite-sending') : t('accounts-invite-send')}
        </button>
      </div>
    </form>
  );
}

/** Admins only: every account with its role and state, the invitations
 * that still open, and the form that invites. Read again whenever the tab
 * is opened: other admins change them and invitees accept. */
function StaffAccounts({ active }: { active: boolean }) {
  const t = useT();
  const toast = useToast();
  const failed = useFailureToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (active) void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
  }, [active, queryClient]);
  const accounts = useAccounts(active);
  const withdraw = useWithdrawInvitation();
  const headingId = useId();
  const pendingId = useId();

  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('accounts-heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('accounts-intro')}</p>
      {accounts.isPending && <Spinner label={t('accounts-loading')} visible />}
      {accounts.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('accounts-load-failed')}
        </p>
      )}
      {accounts.data && (
        <>
          {/* Positioned: the buttons' hidden names stay inside the scroll box. */}
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-700">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('accounts-name')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('accounts-role')}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t('accounts-status')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('accounts-actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {accounts.data.accounts.map((account) => (
                  <AccountRow key={account.id} account={account} />
                ))}
              </tbody>
            </table>
          </div>
          {accounts.data.invitations.length > 0 && (
            <div>
              <h3 id={pendingId} className="text-lg font-semibold text-slate-900">
                {t('accounts-pending')}
              </h3>
              <ul aria-labelledby={pendingId} className="mt-2 divide-y divide-slate-200">
                {accounts.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span className="break-all text-sm text-slate-800">
                      {invitation.email} · {t(`account-role-${invitation.role}`)} · {invitation.expires}
                    </span>
                    <button
                      type="button"
                      className={button({ intent: 'quiet', size: 'sm' })}
                      disabled={withdraw.isPending}
                      onClick={() => withdraw.mutate(invitation.id, { onSuccess: () => toast({ title: t('accounts-withdrawn') }), onError: failed })}
                    >
                      {t('accounts-withdraw')}
                      <span className="sr-only"> {invitation.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <InviteForm />
    </section>
  );
}

/** Every account: its own password, with the current one. Changing it
 * signs the account out everywhere else. */
function PasswordForm() {
  const t = useT();
  const toast = useToast();
  const failed = useFailureToast();
  const save = useChangePassword();
  const { values, set, errors, showErrors, ref, reset } = useForm<PasswordChange>({ currentPassword: '', newPassword: '' });
  const headingId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    showErrors({});
    save.mutate(values, {
      onSuccess: () => {
        reset();
        toast({ title: t('password-saved') });
      },
      onError: (error) => {
        if (showErrors(error instanceof ApiError ? error.fields : {})) failed(error);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('password-heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('password-intro')}</p>
      <form ref={ref} onSubmit={submit} noValidate className="grid max-w-md gap-3">
        <TextField
          label={t('password-current')}
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={set('currentPassword')}
        />
        <TextField label={t('password-new')} type="password" autoComplete="new-password" required value={values.newPassword} error={errors.newPassword} onChange={set('newPassword')} />
        <div>
          <button type="submit" className={button()} disabled={save.isPending}>
            {save.isPending ? t('admin-saving') : t('password-save')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The Accounts tab (#39): the staff accounts (an admin's, as core's
 * abilities say), then everyone's own password. */
export function AccountsTab({ active, managesAccounts }: { active: boolean; managesAccounts: boolean }) {
  return (
    <div className="space-y-8">
      {managesAccounts && <StaffAccounts active={active} />}
      <PasswordForm />
    </div>
  );
}
