from .core import Block, Module, Namer, Op, Value, clone_module, clone_op
from .parser import parse_module, IRParseError
from .printer import print_module
from .types import BarT, SmemT, TensorT, ValT
from .verifier import verify_module
