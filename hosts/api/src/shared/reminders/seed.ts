/** The demo organization's default reminder schedule: the built-in one, saved so the settings screen shows a real row. */
import { REMINDER_DEFAULT } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { reminderSchedule } from '../../db/schema.ts';
import { toValues } from './schedule.ts';

export async function seedReminderSchedule(db: Db, orgId: number): Promise<void> {
  await db.insert(reminderSchedule).values({ organizationId: orgId, accountId: null, ...toValues(REMINDER_DEFAULT) });
}
