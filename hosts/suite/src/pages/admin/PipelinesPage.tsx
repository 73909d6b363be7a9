import '@si/elements/settings/settings-lists/settings-lists';

/** /{prefix}/pipelines: the pipelines and their ordered stages (the element does the work, on the signed-in session). */
export default function PipelinesPage() {
  return <si-pipelines-admin />;
}
