export { createEventBus, type EventBus, type Listener } from './event-bus';
export { appEvents, emitRestart, type AppEvent } from './app-events';
