import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The activity timeline's look: a line down the start side with each entry's drawing on it, the
 * text kept as typed (line breaks shown, never read as markup), due and overdue times, a done
 * entry muted. Tokens and logical properties only, so dark and Arabic follow.
 */
export const activityStyles = css`
  .activities {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--sl-spacing-small);
    min-inline-size: 0;
  }
  .activities-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-small);
    align-items: center;
    justify-content: space-between;
  }
  .timeline {
    display: grid;
    gap: var(--sl-spacing-small);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .activity {
    display: grid;
    gap: var(--sl-spacing-2x-small);
    padding-block: var(--sl-spacing-x-small);
    padding-inline: var(--sl-spacing-medium) 0;
    border-inline-start: 2px solid var(--sl-color-neutral-300);
    min-inline-size: 0;
  }
  .activity--done .activity-subject {
    text-decoration: line-through;
    font-weight: var(--sl-font-weight-normal);
  }
  .activity-head {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    align-items: center;
    min-inline-size: 0;
  }
  .activity-kind {
    display: inline-flex;
    gap: var(--sl-spacing-2x-small);
    align-items: center;
    font-size: var(--sl-font-size-small);
    color: var(--sl-color-primary-800);
  }
  .activity-icon {
    flex: none;
  }
  .activity-subject {
    overflow-wrap: anywhere;
  }
  .activity-body {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
    color: inherit;
  }
  .activity-facts,
  .activity-links,
  .activity-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
    align-items: center;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .activity-actions button {
    font-size: var(--sl-font-size-small);
  }
`;
