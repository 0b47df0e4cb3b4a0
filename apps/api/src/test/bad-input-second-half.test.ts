import { hostileInputTest, useCallers } from './hostile-input';

hostileInputTest(useCallers(), 1);
