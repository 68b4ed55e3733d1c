"""Pass pipeline: one ordered list of named passes; the IR is verified after each."""
from .manager import PASSES, Pass, PassManager, register
