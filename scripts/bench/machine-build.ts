/**
 * What building a machine costs (docs/decisions/0036): `setup().createMachine()` (a machine
 * constant, built when its module loads) against `.provide()` (a flow giving the machine its
 * actors, which builds the whole machine again). Figures are printed, not asserted.
 *
 * Per machine, in a fresh process once its module has loaded (what a page pays the first time it
 * uses a flow; median of 9 processes): one more build as `setup().createMachine()` makes it
 * (create), one `.provide()`, the constant's first snapshot (an actor made with its input, which
 * computes it; xstate fills some of a machine's tables on first use) and `.provide()` followed by
 * the provided machine's first snapshot, these two after xstate's interpreter has run once on
 * another machine; then the same first snapshot with the interpreter cold (the first machine a
 * page runs pays for xstate itself). Last, the medians of 300 warm builds.
 *
 *   npx tsx scripts/bench/machine-build.ts
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createActor, createMachine, fromPromise, StateMachine, type AnyStateMachine } from 'xstate'
import { sampleMulticityRequest, sampleOneWayRequest, sampleSettings } from '@machines/flights/samples'

const machines = {
  searchPoll: ['../../machines/flights/poll.machine.ts', 'searchPollMachine'],
  flightSearch: ['../../machines/flights/search.machine.ts', 'flightSearchMachine'],
  multicity: ['../../machines/flights/multicity.machine.ts', 'multicityMachine'],
  roundTrip: ['../../machines/flights/roundtrip.machine.ts', 'roundTripMachine'],
  signIn: ['../../machines/accounts/sign-in.machine.ts', 'signInMachine'],
  signUp: ['../../machines/accounts/sign-up.machine.ts', 'signUpMachine'],
  passwordReset: ['../../machines/accounts/password-reset.machine.ts', 'passwordResetMachine'],
  phoneConfirmation: ['../../machines/accounts/phone-confirmation.machine.ts', 'phoneConfirmationMachine'],
  authPanel: ['../../machines/accounts/auth-panel.machine.ts', 'authPanelMachine'],
} as const
type Name = keyof typeof machines

/** The input each flow starts its machine with (sample values). */
const inputs: Record<Name, unknown> = {
  searchPoll: { searchId: 'search-1', etag: null, timing: sampleSettings.timing },
  flightSearch: { request: sampleOneWayRequest, ...sampleSettings },
  multicity: { request: sampleMulticityRequest, ...sampleSettings },
  roundTrip: { minReturnGapHours: 2 },
  signIn: {},
  signUp: {},
  passwordReset: { productName: 'Safarnama' },
  phoneConfirmation: {},
  authPanel: { presentation: 'modal' },
}

async function load(name: Name): Promise<AnyStateMachine> {
  const [file, exported] = machines[name]
  const module: Record<string, AnyStateMachine> = await import(file)
  const machine = module[exported]
  if (!machine) throw new Error(`${file} has no ${exported}`)
  return machine
}

/** What a flow gives: a stand-in for every actor the machine declares (none: a bare provide). */
function stubs(machine: AnyStateMachine) {
  const stub = fromPromise(async () => undefined)
  return { actors: Object.fromEntries(Object.keys(machine.implementations.actors).map((k) => [k, stub])) }
}

// What `setup({...}).createMachine(config)` does: a machine from the config and the implementations.
const create = (machine: AnyStateMachine) => new StateMachine(machine.config, machine.implementations)
const provide = (machine: AnyStateMachine) => machine.provide(stubs(machine))

function time(work: () => unknown): number {
  const start = performance.now()
  work()
  return performance.now() - start
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Runs xstate's interpreter on a small unrelated machine, so its first run is not counted. */
function warmInterpreter() {
  const warmer = createMachine({
    initial: 'a',
    states: {
      a: { always: { target: 'b', guard: () => true } },
      b: {
        type: 'parallel',
        invoke: { src: fromPromise(async () => 1) },
        states: { x: { initial: 'y', states: { y: { after: { 10: 'w' } }, w: {} } }, z: {} },
      },
    },
  })
  for (let i = 0; i < 20; i++) createActor(warmer)
}

const self = fileURLToPath(import.meta.url)
const [mode, name] = process.argv.slice(2) as [string | undefined, Name | undefined]

if (mode === '--first' && name) {
  // A fresh process: the module has just loaded (its constant built); one more build, timed.
  const machine = await load(name)
  const input = inputs[name]
  const kind = process.argv[4] ?? 'create'
  if (kind !== 'xstate') warmInterpreter()
  const work = {
    create: () => create(machine),
    provide: () => provide(machine),
    // An actor computes its first snapshot when it is made (start() then runs its entry work).
    start: () => createActor(machine, { input }),
    'provide+start': () => createActor(provide(machine), { input }),
    // The same with xstate's interpreter cold: the first machine in the process.
    xstate: () => createActor(machine, { input }),
  }[kind]
  if (!work) throw new Error(`unknown measure ${kind}`)
  process.stdout.write(String(time(work)))
} else {
  const rows: string[][] = []
  const fresh = (n: Name, kind: 'create' | 'provide' | 'start' | 'provide+start' | 'xstate') => {
    const runs = Array.from({ length: 9 }, () =>
      Number(
        execFileSync(process.execPath, ['--import', 'tsx', self, '--first', n, kind], { encoding: 'utf8' }),
      ),
    )
    return median(runs)
  }
  for (const n of Object.keys(machines) as Name[]) {
    const machine = await load(n)
    for (let i = 0; i < 50; i++) create(machine)
    const warmCreate = median(Array.from({ length: 300 }, () => time(() => create(machine))))
    const warmProvide = median(Array.from({ length: 300 }, () => time(() => provide(machine))))
    rows.push([
      n,
      fresh(n, 'create').toFixed(2),
      fresh(n, 'provide').toFixed(2),
      fresh(n, 'start').toFixed(2),
      fresh(n, 'provide+start').toFixed(2),
      fresh(n, 'xstate').toFixed(2),
      warmCreate.toFixed(3),
      warmProvide.toFixed(3),
    ])
  }
  const head = [
    'machine',
    'create',
    'provide',
    'snapshot',
    'provide+snapshot',
    'cold snapshot',
    'warm create',
    'warm provide',
  ]
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log(`Node ${process.versions.node}; ms; the first five: median of 9 fresh processes`)
  console.log(line(head))
  for (const row of rows) console.log(line(row))
}
