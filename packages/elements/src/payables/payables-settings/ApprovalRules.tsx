import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApprovalRule, ApprovalRuleList } from '@si/contract';
import { ApiError } from '@si/core';
import { api, listTeams, listUsers } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { errorText } from '../../ui/errorText.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { RULE_POSITION_MAX, ruleAt } from './ruleDraft.ts';
import { approverChoices, RuleForm } from './RuleForm.tsx';
import { RuleDialog } from './RuleDialog.tsx';
import { ruleSummary } from './ruleWords.ts';

const FIRST = { page: 1, page_size: 100 } as const;

/** The rules in the order they are tried (position, then the older first), as the server lists them. */
const inOrder = (rules: ApprovalRule[]) => [...rules].sort((a, b) => a.position - b.position || a.id - b.id);

const refused = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The bill approval rules in the order they are tried, each read as a sentence; an Office
 * Administrator adds and changes them in a dialog, moves them up and down (which renumbers their
 * positions) and deletes them after a confirmation. Others read them, or are told that only an
 * Office Administrator may when the server refuses them the list.
 */
export function ApprovalRules({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const uid = useId();
  const rules = useLoad<ApprovalRuleList>((signal) => api('listBillApprovalRules', { signal }), 'rules');
  const [editing, setEditing] = useState<{ rule?: ApprovalRule }>();
  const [confirming, setConfirming] = useState<number>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [moving, setMoving] = useState(false);
  // The users and teams are read once the first form opens.
  const [choosing, setChoosing] = useState(false);
  const users = useLoad(choosing ? async (signal) => (await listUsers({ ...FIRST, ordering: 'last_name' }, signal)).results : null, 'users').loaded;
  const teams = useLoad(choosing ? async (signal) => (await listTeams({ ...FIRST, ordering: 'name' }, signal)).results : null, 'teams').loaded;
  const addButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);

  const list = rules.loaded.data ? inOrder(rules.loaded.data.results) : undefined;
  const failedChoice = [users, teams].find((l) => l.status === 'error');
  const choices = approverChoices(
    users.data,
    teams.data,
    failedChoice ? 'error' : users.data && teams.data ? 'ready' : 'loading',
    failedChoice ? errorText(failedChoice.error, i18n) : undefined,
  );
  const nextPosition = Math.min(RULE_POSITION_MAX, list?.length ? list[list.length - 1]!.position + 1 : 0);

  const open = (rule?: ApprovalRule) => {
    setOutcome(undefined);
    setConfirming(undefined);
    setChoosing(true);
    setEditing({ rule });
  };
  // Where the focus goes once the change it follows is on screen (a moved rule's button, after a deletion).
  const [focusNext, setFocusNext] = useState<{ find: () => HTMLElement | null | undefined }>();
  useEffect(() => {
    if (!focusNext) return;
    setFocusNext(undefined);
    focusNext.find()?.focus();
  }, [focusNext]);
  const focusLater = (find: () => HTMLElement | null | undefined) => setFocusNext({ find });
  const inRule = (id: number, selector: string) => section.current?.querySelector<HTMLButtonElement>(`[data-rule="${id}"] ${selector}`);

  function saved(rule: ApprovalRule) {
    const name = rule.name;
    const changed = !!editing?.rule;
    setEditing(undefined);
    rules.setData((d) => ({ results: inOrder(changed ? d.results.map((r) => (r.id === rule.id ? rule : r)) : [...d.results, rule]) }));
    setOutcome({ ok: true, text: changed ? t`The rule ${name} is saved.` : t`The rule ${name} is added.` });
  }

  async function move(index: number, delta: -1 | 1) {
    if (!list || moving) return;
    const target = index + delta;
    if (target < 0 || target >= list.length) return;
    const order = [...list];
    [order[index], order[target]] = [order[target]!, order[index]!];
    const moved = order[target]!;
    setMoving(true);
    setOutcome(undefined);
    setConfirming(undefined);
    try {
      // Positions become 0, 1, 2… in the new order; only the rules whose position changes are written.
      const written = new Map<number, ApprovalRule>();
      for (const [position, rule] of order.entries()) {
        if (rule.position !== position) written.set(rule.id, await api('replaceBillApprovalRule', { params: { id: rule.id }, json: ruleAt(rule, position) }));
      }
      rules.setData({ results: order.map((r) => written.get(r.id) ?? r) });
      const name = moved.name;
      const place = target + 1;
      const count = order.length;
      setOutcome({ ok: true, text: t`The rule ${name} is now rule ${place} of ${count}.` });
      focusLater(() => {
        const same = inRule(moved.id, `[data-move="${delta < 0 ? 'up' : 'down'}"]`);
        return same && !same.disabled ? same : inRule(moved.id, `[data-move="${delta < 0 ? 'down' : 'up'}"]`);
      });
    } catch (error) {
      setOutcome({ ok: false, text: t`The rules could not be reordered: ${errorText(error, i18n)}` });
      void rules.reload();
    } finally {
      setMoving(false);
    }
  }

  async function remove(rule: ApprovalRule) {
    const name = rule.name;
    setConfirming(undefined);
    try {
      await api('deleteBillApprovalRule', { params: { id: rule.id } });
      rules.setData((d) => ({ results: d.results.filter((r) => r.id !== rule.id) }));
      setOutcome({ ok: true, text: t`The rule ${name} is deleted; bills already sent for approval keep their steps.` });
      focusLater(() => addButton.current);
    } catch (error) {
      setOutcome({ ok: false, text: t`The rule ${name} could not be deleted: ${errorText(error, i18n)}` });
    }
  }

  const editedName = editing?.rule?.name ?? '';
  const restricted = rules.loaded.status === 'error' && refused(rules.loaded.error) && !list;

  return (
    <section ref={section} className="panel settings-section" part="approval-rules" aria-labelledby={`${uid}-title`}>
      <div className="admin-head">
        <h3 id={`${uid}-title`}>{t`Approval rules`}</h3>
        {canWrite && list && (
          <button type="button" ref={addButton} className="primary" part="add-rule" onClick={() => open()}>
            {t`Add a rule`}
          </button>
        )}
      </div>
      <p className="muted">
        {t`A bill sent for approval follows the first rule in this list that matches its currency, total, vendor and account code; its steps are fixed then. Without a matching rule, one approval by any IC, OA or LRA user is enough. Nobody approves a bill they entered.`}
      </p>
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part={outcome.ok ? 'notice' : 'error'}>
          {outcome.text}
        </Notice>
      )}
      {restricted ? (
        <p part="restricted">{t`Only an Office Administrator can see and change the approval rules.`}</p>
      ) : !list ? (
        <LoadState loaded={rules.loaded} retry={rules.retry} />
      ) : list.length === 0 ? (
        <p part="empty">{t`No approval rules yet: every bill needs one approval by any IC, OA or LRA user.`}</p>
      ) : (
        <ol className="rules" part="rules" aria-busy={moving}>
          {list.map((rule, index) => {
            const name = rule.name;
            return (
              <li key={rule.id} className="rule" part="rule" data-rule={rule.id}>
                <div className="rule-text">
                  <strong className="rule-name">{name}</strong>
                  <span className="rule-summary" part="rule-summary">
                    {ruleSummary(rule, i18n, lang)}
                  </span>
                </div>
                {canWrite && (
                  <div className="rule-actions" part="rule-actions">
                    <button type="button" data-move="up" disabled={index === 0} aria-label={t`Move up: ${name}`} onClick={() => void move(index, -1)}>
                      {t`Move up`}
                    </button>
                    <button type="button" data-move="down" disabled={index === list.length - 1} aria-label={t`Move down: ${name}`} onClick={() => void move(index, 1)}>
                      {t`Move down`}
                    </button>
                    <button type="button" aria-label={t`Change: ${name}`} onClick={() => open(rule)}>
                      {t`Change`}
                    </button>
                    <button type="button" aria-label={t`Delete: ${name}`} onClick={() => {
                      setOutcome(undefined);
                      setConfirming(rule.id);
                    }}>
                      {t`Delete`}
                    </button>
                  </div>
                )}
                {confirming === rule.id && (
                  <ConfirmBar key={rule.id} label={t`Delete the rule ${name}`} confirmText={t`Delete`} onConfirm={() => void remove(rule)} onCancel={() => setConfirming(undefined)}>
                    {t`Delete the approval rule ${name}? Bills already sent for approval keep their steps.`}
                  </ConfirmBar>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {list && rules.loaded.status === 'error' && <LoadState loaded={rules.loaded} retry={rules.retry} />}
      {editing && (
        <RuleDialog title={editing.rule ? t`Change the rule ${editedName}` : t`New approval rule`} onClose={() => setEditing(undefined)} fallbackFocus={() => addButton.current}>
          <RuleForm rule={editing.rule} position={nextPosition} choices={choices} onSaved={saved} onCancel={() => setEditing(undefined)} />
        </RuleDialog>
      )}
    </section>
  );
}
