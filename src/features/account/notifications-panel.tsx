import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { notificationPreferencesAtom, useAtom, type NotificationPreferences } from '#src/state/store.ts';
import {
  card,
  cardDescription,
  cardTitle,
  cardTitleGroup,
  prefDescription,
  prefLabel,
  prefList,
  prefRow,
  prefText,
  savedNote,
  switchRoot,
  switchThumb,
} from './account-page.css.ts';

type PreferenceKey = keyof NotificationPreferences;

export const NOTIFICATION_OPTIONS: readonly { key: PreferenceKey; label: string; description: string }[] = [
  {
    key: 'orderUpdates',
    label: 'Suivi de mes commandes',
    description: 'Confirmation, préparation et livraison de vos commandes, par e-mail.',
  },
  {
    key: 'promotions',
    label: 'Offres et promotions',
    description: 'Codes de réduction et offres des boutiques, par e-mail.',
  },
  {
    key: 'newsletter',
    label: 'Newsletter',
    description: 'Les nouveautés et sélections de la marketplace.',
  },
];

/** What the polite status line says after a change (a new sentence each time, so it is read again). */
export function preferenceSavedMessage(label: string, enabled: boolean): string {
  return `Préférence « ${label} » ${enabled ? 'activée' : 'désactivée'}. Enregistrée sur cet appareil.`;
}

function PreferenceRow({
  option,
  checked,
  onChange,
}: {
  option: (typeof NOTIFICATION_OPTIONS)[number];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className={prefRow}>
      <div className={prefText}>
        <label htmlFor={id} className={prefLabel}>
          {option.label}
        </label>
        <p id={`${id}-description`} className={prefDescription}>
          {option.description}
        </p>
      </div>
      <Switch.Root id={id} className={switchRoot} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`}>
        <Switch.Thumb className={switchThumb} />
      </Switch.Root>
    </li>
  );
}

/**
 * Tab Notifications: real preferences kept on the device, saved as soon as a
 * switch moves (notificationPreferencesAtom, localStorage), with a polite
 * status line.
 */
export function NotificationsPanel() {
  const headingId = useId();
  const [preferences, setPreferences] = useAtom(notificationPreferencesAtom);
  const [saved, setSaved] = useState('');

  function change(option: (typeof NOTIFICATION_OPTIONS)[number], enabled: boolean) {
    setPreferences({ [option.key]: enabled });
    setSaved(preferenceSavedMessage(option.label, enabled));
  }

  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardTitleGroup}>
        <h2 id={headingId} className={cardTitle}>
          Préférences de notification
        </h2>
        <p className={cardDescription}>Choisissez les messages que vous souhaitez recevoir. Ces préférences sont enregistrées sur cet appareil.</p>
      </div>
      <ul className={prefList}>
        {NOTIFICATION_OPTIONS.map((option) => (
          <PreferenceRow key={option.key} option={option} checked={preferences[option.key]} onChange={(enabled) => change(option, enabled)} />
        ))}
      </ul>
      <p role="status" className={savedNote}>
        {saved}
      </p>
    </section>
  );
}
