export {
  COMMAND_ACTOR_NAME,
  listChanges,
  recordChanges,
  type ChangeActor,
  type ChangeFilter,
  type ChangeRecord,
} from './repo';
