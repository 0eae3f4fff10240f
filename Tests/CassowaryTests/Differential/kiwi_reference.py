#!/usr/bin/env python3
"""Solves constraint systems with kiwisolver for the Swift differential tests.

Reads JSON on stdin:
  {"systems": [{"variables": 3,
                "constraints": [{"terms": [[0, 2], [2, -1]], "constant": 5,
                                 "op": "<=", "strength": "required"}, ...]}, ...]}
Each constraint is  sum(coefficient * x[index]) + constant  op  0  with strength one of
"required", "strong", "medium", "weak" (kiwi's values). Every system is solved by a fresh
kiwisolver.Solver: the constraints are added in order, then updateVariables().

Writes JSON on stdout:
  {"kiwisolver": "1.5.1",
   "results": [{"values": [x0, x1, ...]} or {"error": "UnsatisfiableConstraint: ..."}, ...]}
"""

import json
import sys

import kiwisolver

OPERATORS = {
    "==": lambda expression: expression == 0,
    "<=": lambda expression: expression <= 0,
    ">=": lambda expression: expression >= 0,
}


def solve(system):
    variables = [kiwisolver.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwisolver.Solver()
    try:
        for spec in system["constraints"]:
            expression = kiwisolver.Expression(
                [kiwisolver.Term(variables[index], float(coefficient))
                 for index, coefficient in spec["terms"]],
                float(spec["constant"]))
            constraint = OPERATORS[spec["op"]](expression) | spec["strength"]
            solver.addConstraint(constraint)
    except Exception as error:  # kiwi's state is unreliable after a failure: report it
        return {"error": "%s: %s" % (type(error).__name__, error)}
    solver.updateVariables()
    return {"values": [variable.value() for variable in variables]}


def main():
    request = json.load(sys.stdin)
    results = [solve(system) for system in request["systems"]]
    json.dump({"kiwisolver": kiwisolver.__version__, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
