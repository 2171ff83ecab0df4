//! Random programs that are defined on every path, for checking the options
//! that have no upstream (all-blocks, max-phi-entries) by running them: a
//! function `i32 @f(i32 %a, i32 %b)` of structured code (nested loops of a
//! few iterations, if/else, scopes) whose variables are allocas, some in the
//! entry block and some declared inside loops and branches (non-entry
//! allocas, fresh at every execution), plus blocks nothing reaches that
//! hold allocas too. Every alloca is stored before any load can reach it,
//! so the program means the same unpromoted and promoted; arithmetic wraps
//! and never divides, so every run ends with a defined result.

use m2r_testkit::Rng;

/// The generated module's text.
pub fn random_program(seed: u64) -> String {
    let mut g = Gen { rng: Rng::new(seed), body: String::new(), next: 0, vars: Vec::new(), allocas: Vec::new() };
    let entry_vars = 1 + g.rng.below(4);
    for _ in 0..entry_vars {
        let v = g.fresh("e");
        g.allocas.push(format!("  %{v} = alloca i32\n"));
        g.vars.push(v);
    }
    // Initialize the entry variables from the arguments and constants.
    for i in 0..entry_vars {
        let value = match g.rng.below(3) {
            0 => "%a".to_string(),
            1 => "%b".to_string(),
            _ => (g.rng.below(100) as i64 - 50).to_string(),
        };
        g.body.push_str(&format!("  store i32 {value}, ptr %{}\n", g.vars[i]));
    }
    g.block(3);
    // The result: every entry variable, mixed.
    let mut acc = "0".to_string();
    for i in 0..entry_vars {
        let l = g.fresh("r");
        let m = g.fresh("m");
        g.body.push_str(&format!("  %{l} = load i32, ptr %{}\n  %{m} = mul i32 {acc}, 31\n", g.vars[i]));
        let s = g.fresh("s");
        g.body.push_str(&format!("  %{s} = add i32 %{m}, %{l}\n"));
        acc = format!("%{s}");
    }
    g.body.push_str(&format!("  ret i32 {acc}\n"));
    let unreachable = g.unreachable_blocks();
    format!("define i32 @f(i32 %a, i32 %b) {{\nentry:\n{}{}{unreachable}}}\n", g.allocas.concat(), g.body)
}

struct Gen {
    rng: Rng,
    body: String,
    next: usize,
    /// The variables in scope, innermost last.
    vars: Vec<String>,
    /// The entry block's allocas.
    allocas: Vec<String>,
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("{prefix}{}", self.next)
    }

    /// Starts a new block (the current one branches to it).
    fn label(&mut self, name: &str) {
        self.body.push_str(&format!("  br label %{name}\n{name}:\n"));
    }

    /// Some statements, nesting at most `depth` more levels.
    fn block(&mut self, depth: u32) {
        for _ in 0..1 + self.rng.below(4) {
            match self.rng.below(if depth == 0 { 2 } else { 5 }) {
                0 | 1 => self.assign(),
                2 => self.if_else(depth - 1),
                3 => self.counted_loop(depth - 1),
                _ => self.scope(depth - 1),
            }
        }
    }

    /// An operand: a variable's current value, an argument or a constant.
    fn operand(&mut self) -> String {
        if !self.vars.is_empty() && self.rng.chance(70) {
            let v = self.vars[self.rng.below(self.vars.len())].clone();
            let l = self.fresh("l");
            self.body.push_str(&format!("  %{l} = load i32, ptr %{v}\n"));
            format!("%{l}")
        } else if self.rng.chance(50) {
            if self.rng.chance(50) { "%a" } else { "%b" }.to_string()
        } else {
            (self.rng.below(20) as i64 - 10).to_string()
        }
    }

    /// `var = x op y`.
    fn assign(&mut self) {
        let (x, y) = (self.operand(), self.operand());
        let op = ["add", "sub", "mul", "xor", "and", "or"][self.rng.below(6)];
        let t = self.fresh("t");
        let v = self.vars[self.rng.below(self.vars.len())].clone();
        self.body.push_str(&format!("  %{t} = {op} i32 {x}, {y}\n  store i32 %{t}, ptr %{v}\n"));
    }

    /// New variables declared here (allocas outside the entry block, fresh
    /// at every execution), stored at once or on both sides of a branch,
    /// then used by the statements of the scope.
    fn scope(&mut self, depth: u32) {
        let start = self.fresh("scope");
        self.label(&start);
        let n = 1 + self.rng.below(2);
        let mut declared = Vec::new();
        for _ in 0..n {
            let v = self.fresh("v");
            self.body.push_str(&format!("  %{v} = alloca i32\n"));
            declared.push(v);
        }
        for v in &declared {
            if self.rng.chance(70) {
                let x = self.operand();
                self.body.push_str(&format!("  store i32 {x}, ptr %{v}\n"));
            } else {
                // Stored on both sides of a branch: defined after the join.
                let c = self.condition();
                let (l, r, j) = (self.fresh("init.l"), self.fresh("init.r"), self.fresh("init.j"));
                self.body.push_str(&format!("  br i1 {c}, label %{l}, label %{r}\n{l}:\n"));
                let x = self.operand();
                self.body.push_str(&format!("  store i32 {x}, ptr %{v}\n  br label %{j}\n{r}:\n"));
                let y = self.operand();
                self.body.push_str(&format!("  store i32 {y}, ptr %{v}\n  br label %{j}\n{j}:\n"));
            }
        }
        let outer = self.vars.len();
        self.vars.extend(declared);
        self.block(depth);
        // Fold a declared variable into an outer one before leaving.
        let inner = self.vars[outer + self.rng.below(self.vars.len() - outer)].clone();
        let target = self.vars[self.rng.below(outer)].clone();
        let (a, b, t) = (self.fresh("l"), self.fresh("l"), self.fresh("t"));
        self.body.push_str(&format!(
            "  %{a} = load i32, ptr %{inner}\n  %{b} = load i32, ptr %{target}\n  %{t} = add i32 %{a}, %{b}\n  store i32 %{t}, ptr %{target}\n"
        ));
        self.vars.truncate(outer);
    }

    fn condition(&mut self) -> String {
        let (x, y) = (self.operand(), self.operand());
        let c = self.fresh("c");
        let pred = ["slt", "sgt", "eq", "ne", "ule"][self.rng.below(5)];
        self.body.push_str(&format!("  %{c} = icmp {pred} i32 {x}, {y}\n"));
        format!("%{c}")
    }

    fn if_else(&mut self, depth: u32) {
        let c = self.condition();
        let (t, e, j) = (self.fresh("then"), self.fresh("else"), self.fresh("join"));
        self.body.push_str(&format!("  br i1 {c}, label %{t}, label %{e}\n{t}:\n"));
        self.block(depth);
        self.body.push_str(&format!("  br label %{j}\n{e}:\n"));
        if self.rng.chance(60) {
            self.block(depth);
        }
        self.body.push_str(&format!("  br label %{j}\n{j}:\n"));
    }

    /// A loop of 1 to 3 iterations; its counter is a variable declared in
    /// front of it (an alloca outside the entry block when nested).
    fn counted_loop(&mut self, depth: u32) {
        let pre = self.fresh("pre");
        self.label(&pre);
        let i = self.fresh("i");
        self.body.push_str(&format!("  %{i} = alloca i32\n  store i32 0, ptr %{i}\n"));
        let trips = 1 + self.rng.below(3);
        let (head, latch, exit) = (self.fresh("head"), self.fresh("latch"), self.fresh("exit"));
        self.label(&head);
        self.block(depth);
        self.label(&latch);
        let (l, n, c) = (self.fresh("l"), self.fresh("n"), self.fresh("c"));
        self.body.push_str(&format!(
            "  %{l} = load i32, ptr %{i}\n  %{n} = add i32 %{l}, 1\n  store i32 %{n}, ptr %{i}\n  %{c} = icmp slt i32 %{n}, {trips}\n  br i1 %{c}, label %{head}, label %{exit}\n{exit}:\n"
        ));
    }

    /// Blocks without predecessors that declare, store and load variables
    /// of their own, then return.
    fn unreachable_blocks(&mut self) -> String {
        let mut text = String::new();
        for _ in 0..self.rng.below(2) {
            let (b, v, l) = (self.fresh("dead"), self.fresh("d"), self.fresh("l"));
            text.push_str(&format!(
                "{b}:\n  %{v} = alloca i32\n  store i32 7, ptr %{v}\n  %{l} = load i32, ptr %{v}\n  ret i32 %{l}\n"
            ));
        }
        text
    }
}
