import '@si/elements/tasks/my-tasks/my-tasks';

/** /{prefix}/mytask (myTask, myTasks): the signed-in user's tasks (the element does the work, on the signed-in session). */
export default function MyTasksPage() {
  return <si-my-tasks />;
}
