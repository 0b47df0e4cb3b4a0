export { createEventBus, type EventBus, type Listener } from './event-bus';
